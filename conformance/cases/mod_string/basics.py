# string constants, capwords; keyword lists
import string, keyword
for n in ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "digits", "hexdigits", "octdigits", "punctuation", "whitespace", "printable"]:
    print(n, repr(getattr(string, n)))
print(string.capwords("  hello   wORLD  foo "), string.capwords("a-b-c", "-"), repr(string.capwords("")))
print(keyword.kwlist, len(keyword.kwlist), keyword.softkwlist)
print(keyword.iskeyword("if"), keyword.iskeyword("match"), keyword.issoftkeyword("match"), keyword.iskeyword(3))
