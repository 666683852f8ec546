# a capture pattern binds the subject
match [1, 2]:
    case whole:
        print("whole", whole)
print(whole)
