# len of strings with escapes
print(len("a\nb"), len("\t"), len(r"\n"), len("\x00"), len("\\"), len("''"), len('""'))
