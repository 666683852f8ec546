# unicodedata.lookup of Hangul syllables (CPython's longest-match parse: only the prefix is
# case-insensitive) and normalize/is_normalized across the chunks the work is counted by
import unicodedata as u
bad = 0
for cp in range(0xAC00, 0xD7A4):
    if u.lookup(u.name(chr(cp))) != chr(cp): bad += 1
print(bad)
for n in ['HANGUL SYLLABLE ', 'HANGUL SYLLABLE A', 'HANGUL SYLLABLE GGAG', 'HANGUL SYLLABLE GAGX', 'hangul syllable gag', 'HANGUL SYLLABLE X', 'HANGUL SYLLABLE GA', 'HANGUL SYLLABLE G']:
    try: print(ascii(u.lookup(n)))
    except KeyError as e: print('KeyError', e)
import unicodedata
# (runs of more than 30 combining marks are left out: Go's norm inserts U+034F in them)
tests = ['', 'abc', 'e\u0301', '\u00e9', '\ufdfa', '\uac00\u11a8', '\u1100\u1161\u11a8', 'A\u030a\u0301', '\u2126', '\ufb01', '\u2460',
         'x' * 5000 + 'e\u0301' + 'y' * 5000, 'a\u0301\u0323' * 3000, '\uac00' * 3000, '\u1100\u1161' * 3000, '\ufdfa' * 500]
for f in ('NFC', 'NFD', 'NFKC', 'NFKD'):
    for s in tests:
        n = unicodedata.normalize(f, s)
        print(f, len(s), len(n), ascii(n[:40]), unicodedata.is_normalized(f, s), hash(n) == hash(unicodedata.normalize(f, n)), n == s)
s = 'abc' * 10
print(unicodedata.normalize('NFC', s) is s)
class S(str): pass
print(type(unicodedata.normalize('NFC', S('abc'))))
