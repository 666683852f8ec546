# autojunk popular-element heuristic for long sequences
import difflib
a = 'ab' * 150 + 'xyz'
b = 'ba' * 150 + 'xyz'
s = difflib.SequenceMatcher(None, a, b)
print(sorted(s.bpopular), s.get_matching_blocks()[:5], s.ratio())
s = difflib.SequenceMatcher(None, a, b, autojunk=False)
print(sorted(s.bpopular), len(s.get_matching_blocks()), s.ratio())
s = difflib.SequenceMatcher(None, list(range(10)) * 30, list(range(10)) * 30)
print(s.ratio(), s.get_opcodes())
