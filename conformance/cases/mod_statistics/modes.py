# mode and multimode
import statistics as st
print(st.mode([1, 1, 2, 3, 3, 3]), st.mode(['red', 'blue', 'blue', 'red']), st.mode('aab'))
print(st.multimode('aabbbbccddddeeffffgg'), st.multimode([]), st.multimode([1]))
