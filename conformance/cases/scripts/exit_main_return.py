# sys.exit(main()) with main returning an int
import sys
def main():
    print("work")
    return 2
if __name__ == "__main__":
    sys.exit(main())
