# adjacent string literals are concatenated
s = "abc" 'def' """ghi"""
print(s, len(s))
