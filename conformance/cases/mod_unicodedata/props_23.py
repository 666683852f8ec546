# unicodedata properties of U+0E53
import unicodedata as u
c = '\u0e53'
print(u.category(c), repr(u.bidirectional(c)), u.combining(c), u.east_asian_width(c), u.mirrored(c))
print(u.name(c, None), u.numeric(c, None), u.decimal(c, None), u.digit(c, None), repr(u.decomposition(c)))
