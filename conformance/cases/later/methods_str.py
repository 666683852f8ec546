# common str methods
s = "  Hello, World  "
print(s.strip(), s.lower(), s.upper(), s.replace("l", "L"), s.find("World"), s.strip().startswith("He"), "a,b".partition(","), "x".center(5, "*"))
