# raise SystemExit with a str in a function
def main():
    raise SystemExit("usage: prog FILE")
if __name__ == "__main__":
    main()
