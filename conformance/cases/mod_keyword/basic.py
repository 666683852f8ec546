# keyword: kwlist, softkwlist and the predicates
import keyword

print(len(keyword.kwlist), keyword.kwlist[:5], keyword.kwlist[-3:])
print(keyword.softkwlist)
for w in ("if", "match", "print", "None", "_", "async", "True", "case", "type"):
    print(w, keyword.iskeyword(w), keyword.issoftkeyword(w))
print(keyword.iskeyword(3), keyword.issoftkeyword([]) if False else None)
