# the main() idiom
def main():
    print("in main")
    return 0

if __name__ == "__main__":
    main()
