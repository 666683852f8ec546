# html.unescape('&#x0d;&#13;&#x0B;')
import html
print(ascii(html.unescape('&#x0d;&#13;&#x0B;')))
