# categories of every character of a mixed string
import unicodedata as u
s = 'Hello, Wörld! 123 ½ ٣ \t€ 日本 😀 \u0300'
print([u.category(c) for c in s])
print(sum(1 for c in s if u.category(c).startswith('L')))
