# html.unescape('&#x;&#xZ')
import html
print(ascii(html.unescape('&#x;&#xZ')))
