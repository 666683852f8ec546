# lookup by name, case-insensitively, incl. algorithmic names
import unicodedata as u
for n in ['LATIN SMALL LETTER A', 'latin capital letter e with acute', 'EM DASH', 'SNOWMAN', 'CJK UNIFIED IDEOGRAPH-4E00', 'HANGUL SYLLABLE GAG', 'GRINNING FACE']:
    print(ascii(u.lookup(n)))
