package main

func genCmd(args []string) int  { return 2 }
func fuzzCmd(args []string) int { return 2 }
