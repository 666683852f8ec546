# if/elif/else chains
def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    else:
        return "large"
print([classify(n) for n in (-5, 0, 3, 10, 99)])
