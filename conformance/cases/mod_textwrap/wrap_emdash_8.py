# textwrap.wrap of emdash text at width 8, default and hyphen-off
import textwrap
s = 'Wait--what? Yes--no, maybe---perhaps. Foo--bar--baz and --lead or trail-- dashes.'
print(textwrap.wrap(s, 8))
print(textwrap.wrap(s, width=8, break_on_hyphens=False))
print(textwrap.fill(s, 8))
