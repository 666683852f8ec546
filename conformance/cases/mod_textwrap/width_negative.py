# TextWrapper with negative width
import textwrap
textwrap.TextWrapper(width=-3).fill("abc def")
