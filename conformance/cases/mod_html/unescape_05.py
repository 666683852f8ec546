# html.unescape('&Eacute&eacute;&#x1F600;')
import html
print(ascii(html.unescape('&Eacute&eacute;&#x1F600;')))
