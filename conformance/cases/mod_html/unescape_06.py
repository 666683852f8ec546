# html.unescape('no refs')
import html
print(ascii(html.unescape('no refs')))
