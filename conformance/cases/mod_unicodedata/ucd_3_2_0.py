# unicodedata.ucd_3_2_0: Unicode 3.2.0 properties where they differ from 14.0
import unicodedata
u = unicodedata.ucd_3_2_0
print(u.unidata_version, type(u).__name__, unicodedata.unidata_version)
for c in ["A", "\u0221", "+", "\u00aa", "\u20ac", "\u0e33", "\U0001F600", "\u4e00", "\u9fa5", "\u9fa6", "\uac00", "\u2153", "\u0660", "\u1369", "\u00b2", "\u200b", "\u1f00", "\u0345"]:
    print(hex(ord(c)), u.category(c), unicodedata.category(c), u.bidirectional(c), u.combining(c), u.east_asian_width(c), u.mirrored(c),
          u.decimal(c, None), u.digit(c, None), u.numeric(c, None), repr(u.decomposition(c)), u.name(c, "-"))
print(u.lookup("LATIN SMALL LETTER A"))
try:
    u.lookup("GRINNING FACE")
except KeyError as e:
    print("KeyError", e)
try:
    u.name("\U0001F600")
except ValueError as e:
    print(e)
try:
    u.numeric("a")
except ValueError as e:
    print(e)
print(u.normalize("NFC", "e\u0301"), u.normalize("NFKD", "\ufb01"), u.is_normalized("NFD", "\u00e9"))
