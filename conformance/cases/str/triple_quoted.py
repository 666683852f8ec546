# triple-quoted strings keep newlines
s = """one
two
  three"""
print(s)
print(len(s), repr(s))
