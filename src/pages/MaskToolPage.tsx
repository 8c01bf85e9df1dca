import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GeneratorPanel } from '../features/generator/GeneratorPanel';
import { MaskEditor } from '../features/generator/MaskEditor';
import { renderMaskPng, type MaskStroke } from '../features/generator/mask-drawing';
import { MASK_TOOLS } from '../features/generator/module-fields';
import { uploadFile } from '../features/uploads';

type MaskAlgorithm = 'oir' | 'inpaint_clothes';

/**
 * Object remover and partial redrawing (also the "AI replace" tool): one page with a mask brush over the photo.
 * The painted area is exported as a black-and-white PNG, uploaded, and sent as the task's `mask`.
 */
export default function MaskToolPage({ initial }: { initial: MaskAlgorithm }) {
  const { t } = useLingui();
  const [algorithm, setAlgorithm] = useState<string>(initial);
  // Strokes belong to one uploaded image; another image starts a clean mask.
  const [mask, setMask] = useState<{ imageId: string | null; strokes: MaskStroke[] }>({
    imageId: null,
    strokes: [],
  });
  const strokesFor = (imageId: string | undefined) =>
    imageId && mask.imageId === imageId ? mask.strokes : [];
  // The strokes last sent with a Generate: the task keeps those (Libraries), so only a mask painted since is lost
  // on leaving. The form's draft keeps the photo and the fields, never the strokes.
  const [sent, setSent] = useState<MaskStroke[] | null>(null);

  return (
    <section className="page generator-page mask-tool">
      <h1>{algorithm === 'oir' ? t`Object remover` : t`Partial redrawing`}</h1>
      <GeneratorPanel
        variants={MASK_TOOLS}
        initialAlgorithm={initial}
        onAlgorithmChange={setAlgorithm}
        emptyHint={<Trans>Add a photo, paint over the area, and press Generate.</Trans>}
        extraAfter="image"
        renderExtra={({ files }) =>
          files.image ? (
            <MaskEditor
              imageUrl={files.image.url}
              width={files.image.width}
              height={files.image.height}
              strokes={strokesFor(files.image.file)}
              onChange={(strokes) => setMask({ imageId: files.image!.file, strokes })}
            />
          ) : null
        }
        ready={({ files }) => strokesFor(files.image?.file).length > 0}
        unkeptWork={({ files }) => {
          const strokes = strokesFor(files.image?.file);
          return strokes.length > 0 && strokes !== sent;
        }}
        prepareParams={async (params, { files }) => {
          const image = files.image;
          if (!image) return null;
          const strokes = strokesFor(image.file);
          const png = await renderMaskPng(strokes, image.width, image.height);
          const stored = await uploadFile(new File([png], 'mask.png', { type: 'image/png' }), {
            purpose: 'image',
          });
          setSent(strokes);
          return { ...params, mask: stored.file };
        }}
      />
    </section>
  );
}
