# string and bytes literal patterns do not cross-match
for x in ["a", b"a", "ab", "a" "b"]:
    match x:
        case "a":
            print(repr(x), "str a")
        case b"a":
            print(repr(x), "bytes a")
        case "a" "b":
            print(repr(x), "concatenated")
