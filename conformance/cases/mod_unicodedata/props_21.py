# unicodedata properties of U+00B2
import unicodedata as u
c = '\xb2'
print(u.category(c), repr(u.bidirectional(c)), u.combining(c), u.east_asian_width(c), u.mirrored(c))
print(u.name(c, None), u.numeric(c, None), u.decimal(c, None), u.digit(c, None), repr(u.decomposition(c)))
