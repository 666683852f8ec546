# textwrap.wrap of long text at width 15, default and hyphen-off
import textwrap
s = 'Supercalifragilisticexpialidocious antidisestablishmentarianism pneumonoultramicroscopic-silico-volcanoconiosis'
print(textwrap.wrap(s, 15))
print(textwrap.wrap(s, width=15, break_on_hyphens=False))
print(textwrap.fill(s, 15))
