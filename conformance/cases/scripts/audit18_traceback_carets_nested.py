# audit: traceback carets for calls, attributes, subscripts, binary ops across functions
def get(d, k):
    return d[k]["inner"]
def compute(x):
    return x.value * 2 + get({"a": {}}, "a")
class Box:
    value = 3
def main():
    return compute(Box())
main()
