# html.unescape('&amp;&lt;&gt;&quot;&#39;')
import html
print(ascii(html.unescape('&amp;&lt;&gt;&quot;&#39;')))
