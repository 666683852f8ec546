# large but reasonable widths work
s = format(7, "*>100000")
print(len(s), s[:3], s[-3:])
s = f"{'x':^99999}"
print(len(s), s.strip() == "x")
print(len(format(1.5, ".5000f")))
