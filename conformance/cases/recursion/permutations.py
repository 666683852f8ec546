# recursive permutations
def perms(s):
    if len(s) <= 1:
        return [s]
    out = []
    for i in range(len(s)):
        for p in perms(s[:i] + s[i + 1:]):
            out.append(s[i] + p)
    return out
print(perms("abc"), len(perms("abcde")))
