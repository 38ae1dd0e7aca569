// "Devices we repair" on the home page: the models the shop names, grouped by device.
import { LinkChips, Section } from '../../components.tsx';
import { usePage } from '../../context.tsx';
import { catalogueOf, pricesUrl } from '../../../generator/site/index.ts';
import { Icon } from '../../icons.tsx';
import { say } from '../../lib/ui/index.ts';

/** "Devices we repair": a row of model chips per device, each linking to its prices; the row scrolls sideways on phones. */
export function Models() {
  const { shop } = usePage();
  const index = catalogueOf(shop);
  const chips = shop.home.models.map((id) => ({ id, ...index.named(id) }));
  const devices = index.devices.filter((device) => chips.some((chip) => chip.device === device));
  return (
    <Section id="models" tone="soft" heading={shop.ui.modelsHeading} intro={shop.ui.modelsIntro}>
      <div className="model-rows">
        {devices.map((device) => (
          <div className="model-row" key={device.id}>
            <h3>
              <Icon name={device.icon} /> {device.name}
            </h3>
            <LinkChips
              items={chips.filter((chip) => chip.device === device).map((chip) => ({ name: chip.name, url: pricesUrl(chip.first.id) }))}
              label={say(shop.ui.deviceModels, { device: device.name })}
              hidden={shop.ui.pricesHidden}
              scroll
            />
          </div>
        ))}
      </div>
    </Section>
  );
}
