# html.escape and html.unescape (sized and charged results, issue 11): CPython-exact
# results, numeric references past the int digit limit, entity prefixes.
import html
print(html.escape('<a href="x">\'&\'</a>'), html.escape('<"\'>', False), html.escape('plain'))
print(html.unescape('&lt;&gt;&amp;&quot;&#39;&#x27;&#65;&#x41;&#0065;&nbsp;x&notit;&notin;&amp &ampx &#; &#x; &#1114112; &#xD800; &#128; &#0; &#x10FFFF;|'))
print(html.unescape('&#' + '0'*20 + '66;'), html.unescape('&#x' + '0'*30 + '43'), repr(html.unescape('&#x' + 'f'*50)))
for bad in [lambda: html.unescape('&#' + '1'*5000), lambda: html.escape(1), lambda: html.unescape(None)]:
    try: print(bad())
    except Exception as e: print(type(e).__name__, e)
print(html.unescape('&ÉTH; &Eacute &eacutex &abcdefghijklmnopqrstuvwxyzabcdefghij;'))
