# __name__ is __main__ in a script
print(__name__)
if __name__ == "__main__":
    print("main")
