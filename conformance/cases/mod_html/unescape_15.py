# html.unescape('&#xFFFE;&#x10FFFF;&#x1FFFF;')
import html
print(ascii(html.unescape('&#xFFFE;&#x10FFFF;&#x1FFFF;')))
