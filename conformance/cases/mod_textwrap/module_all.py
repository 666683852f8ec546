# the names textwrap exports
import textwrap
print(sorted(textwrap.__all__))
from textwrap import *
print(wrap, fill, dedent, indent, shorten, TextWrapper) if False else print('ok')
