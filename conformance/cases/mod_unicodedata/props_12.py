# unicodedata properties of U+200B
import unicodedata as u
c = '\u200b'
print(u.category(c), repr(u.bidirectional(c)), u.combining(c), u.east_asian_width(c), u.mirrored(c))
print(u.name(c, None), u.numeric(c, None), u.decimal(c, None), u.digit(c, None), repr(u.decomposition(c)))
