# html.unescape('&#x41;&#65;&#0;&#x80;&#xD800;&#1114112;&#999999999999;')
import html
print(ascii(html.unescape('&#x41;&#65;&#0;&#x80;&#xD800;&#1114112;&#999999999999;')))
