# comparisons with non-ASCII
print("é" < "f", "z" < "é", "日" > "本", "ä" == "a\u0308", len("ä"), len("a\u0308"))
