# textwrap.wrap of sent text at width 25, default and hyphen-off
import textwrap
s = 'Mr. Smith went home. He was tired! Was he? Yes. "Quoted." End \'single.\' ok'
print(textwrap.wrap(s, 25))
print(textwrap.wrap(s, width=25, break_on_hyphens=False))
print(textwrap.fill(s, 25))
