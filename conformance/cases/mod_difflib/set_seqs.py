# set_seq1/set_seq2/set_seqs reuse and caching
import difflib
s = difflib.SequenceMatcher()
print(s.ratio(), s.get_opcodes(), list(s.get_grouped_opcodes()))
s.set_seqs('abc', 'abd')
print(s.ratio(), s.get_opcodes())
s.set_seq1('xbd')
print(s.ratio(), s.get_opcodes())
s.set_seq2('xbdz')
print(s.ratio(), s.get_opcodes(), s.a, s.b)
