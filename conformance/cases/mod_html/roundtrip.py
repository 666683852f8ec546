# escape then unescape is the identity
import html
for s in ['<p class="x">Tom & Jerry\'s</p>', 'a < b > c', '&amp; literal']:
    print(html.unescape(html.escape(s)) == s)
