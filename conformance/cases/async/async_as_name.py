# async is a keyword
async = 1
