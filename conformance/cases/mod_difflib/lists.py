# SequenceMatcher over lists of lines and tuples
import difflib
a = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
b = ['zero', 'one', 'three', 'four', 'FIVE', 'six', 'eight', 'nine', 'ten', 'eleven']
s = difflib.SequenceMatcher(None, a, b)
print(s.get_opcodes())
for g in s.get_grouped_opcodes(1):
    print(g)
print(s.ratio(), difflib.SequenceMatcher(None, (1, 2, 3), (3, 2, 1)).get_opcodes())
