# SequenceMatcher on 'abcd' vs 'bcde'
import difflib
a, b = 'abcd', 'bcde'
s = difflib.SequenceMatcher(None, a, b)
print(s.get_matching_blocks())
print(s.get_opcodes())
print(s.ratio(), s.quick_ratio(), s.real_quick_ratio())
print(s.find_longest_match(0, len(a), 0, len(b)))
print(list(s.get_grouped_opcodes(1)))
s2 = difflib.SequenceMatcher(lambda c: c in ' x', a, b)
print(s2.get_opcodes(), s2.ratio())
