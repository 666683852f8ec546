# html.escape with and without quote
import html
for s in ['<a href="x">', "it's & done", 'plain', '"\'<>&', '']:
    print(html.escape(s), html.escape(s, quote=False), html.escape(s, False))
