# += on a missing key fails at the subscript
d = {}
d["a"] += 1
