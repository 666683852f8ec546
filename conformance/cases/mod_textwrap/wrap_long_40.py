# textwrap.wrap of long text at width 40, default and hyphen-off
import textwrap
s = 'Supercalifragilisticexpialidocious antidisestablishmentarianism pneumonoultramicroscopic-silico-volcanoconiosis'
print(textwrap.wrap(s, 40))
print(textwrap.wrap(s, width=40, break_on_hyphens=False))
print(textwrap.fill(s, 40))
