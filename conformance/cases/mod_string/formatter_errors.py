# string.Formatter errors match str.format
import string
for s in ['{', '}', 'a{0!x}', 'a{0!}', '{0:{1}', '{}{1}', '{1}{}', '{0[}', '{0.}', '{:{:{}}}', '{0]}', '{0!r', '{a', '{0[]}', '{0]x}']:
    try:
        print(repr(s), string.Formatter().format(s, 1, 2, 3, a={'b': 5}))
    except (ValueError, KeyError, IndexError) as e:
        print(repr(s), type(e).__name__, e)
