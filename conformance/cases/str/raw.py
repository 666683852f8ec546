# raw strings keep backslashes
print(r"\n\t", r"C:\dir\file", len(r"\\"), R"\x41")
